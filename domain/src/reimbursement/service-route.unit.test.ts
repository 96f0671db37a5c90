import { translate } from '../i18n/translate';
import { validateServiceRoute } from './service-route';

describe('the route a service type can sail', () => {
  it('refuses cabotage from Santos (BR) to Buenos Aires (AR), in pt-BR, es and en', () => {
    const result = validateServiceRoute({
      serviceType: 'CABOTAGE',
      loadingCountry: 'BR',
      dischargeCountry: 'AR',
    });
    expect(result).toEqual({ ok: false, error: 'validation.cabotageAcrossCountries' });
    const message = (locale: string) => (result.ok ? '' : translate(locale, result.error));
    expect(message('pt-BR')).toBe(
      'Na cabotagem, os portos de embarque e de descarga devem estar no mesmo país',
    );
    expect(message('es')).toBe(
      'En cabotaje, los puertos de embarque y de descarga deben estar en el mismo país',
    );
    expect(message('en')).toBe('In cabotage, the ports of loading and discharge must be in the same country');
  });

  it.each([
    ['cabotage Santos → Rio Grande', 'CABOTAGE', 'BR', 'BR'],
    ['cabotage Buenos Aires → Ushuaia, countries as the database pads them', 'CABOTAGE', 'AR ', 'ar'],
    ['long course Santos → Buenos Aires', 'LONG_COURSE', 'BR', 'AR'],
    ['long course between two ports of one country (left as it is)', 'LONG_COURSE', 'UY', 'UY'],
    ['cabotage with no port of discharge yet', 'CABOTAGE', 'BR', undefined],
    ['cabotage from a port not found', 'CABOTAGE', null, 'PY'],
    ['no service type chosen yet', undefined, 'BR', 'AR'],
  ])('takes %s', (_, serviceType, loadingCountry, dischargeCountry) => {
    expect(validateServiceRoute({ serviceType, loadingCountry, dischargeCountry })).toEqual({
      ok: true,
      value: null,
    });
  });
});
