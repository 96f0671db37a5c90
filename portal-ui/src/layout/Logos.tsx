/**
 * Our own artwork for the carrier and its parent company (SPEC §1 authentication layout): a
 * ship on a wave and a compass rose. Fictional marks, no real trademarks.
 */
export function CarrierLogo() {
  return (
    <svg className="logo" viewBox="0 0 160 48" role="img" aria-label="Costa Azul Navegação">
      <rect width="48" height="48" rx="10" fill="#0b4f8a" />
      <path d="M10 28h28l-4 8H14z" fill="#fff" />
      <path d="M18 27V14h6l6 13z" fill="#f5b700" />
      <path d="M6 40c6-4 10 4 16 0s10 4 16 0 6-2 6-2" stroke="#8fd3ff" strokeWidth="3" fill="none" />
      <text x="56" y="22" fontSize="14" fontWeight="700" fill="#0b4f8a">
        Costa Azul
      </text>
      <text x="56" y="38" fontSize="11" fill="#334">
        Navegação
      </text>
    </svg>
  );
}

export function ParentCompanyLogo() {
  return (
    <svg className="logo" viewBox="0 0 160 48" role="img" aria-label="Grupo Meridiano">
      <circle cx="24" cy="24" r="21" fill="none" stroke="#1d3557" strokeWidth="3" />
      <path d="M24 6l5 18-5 18-5-18z" fill="#c1121f" />
      <path d="M6 24l18-5 18 5-18 5z" fill="#1d3557" />
      <text x="56" y="22" fontSize="14" fontWeight="700" fill="#1d3557">
        Grupo
      </text>
      <text x="56" y="38" fontSize="11" fill="#334">
        Meridiano
      </text>
    </svg>
  );
}
