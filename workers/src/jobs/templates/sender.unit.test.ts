import { renderMail, senderOf } from './index';

const mail = (locale: 'pt-BR' | 'es' | 'en') =>
  renderMail({ kind: 'REQUEST_CREATED', locale, name: 'Ana', params: {}, publicUrl: 'http://x', link: null });

describe('who an e-mail says it is from', () => {
  it('names the sender in the reader’s language when MAIL_FROM is an address alone', () => {
    expect(senderOf('no-reply@claims.local', mail('es').senderName)).toEqual({
      name: 'Portal de Siniestros de Carga',
      address: 'no-reply@claims.local',
    });
    expect(senderOf('no-reply@claims.local', mail('pt-BR').senderName)).toEqual({
      name: 'Portal de Sinistros de Carga',
      address: 'no-reply@claims.local',
    });
    expect(senderOf('no-reply@claims.local', mail('en').senderName)).toMatchObject({
      name: 'Cargo Claims Portal',
    });
  });

  it('keeps the name a deployment wrote into MAIL_FROM', () => {
    expect(senderOf('Acme Sinistros <claims@acme.example>', mail('es').senderName)).toBe(
      'Acme Sinistros <claims@acme.example>',
    );
  });
});
