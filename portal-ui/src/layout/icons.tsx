/** Small line icons drawn inline: no icon font or emoji, which a phone may lack. */
const icon = (path: string) =>
  function Icon() {
    return (
      <svg
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d={path} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    );
  };

export const BellIcon = icon('M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10 21h4');
export const MailIcon = icon('M3 5h18v14H3zM3 5l9 8 9-8');
export const UserIcon = icon('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0');
export const MenuIcon = icon('M3 6h18M3 12h18M3 18h18');
export const CalendarIcon = icon('M4 6h16v14H4zM4 10h16M8 3v4M16 3v4');
