import cases from './staff-paths.cases.json';
import { consoleRouteFor, consoleUrlFor } from './staff-paths';

describe('the spec paths staff open in the console (SPEC §2)', () => {
  it.each(cases.routes)('$path opens $route', ({ path, route }) => {
    expect(consoleRouteFor(path)).toBe(route);
  });

  it('keeps an id from leaving its path segment', () => {
    expect(consoleUrlFor('/ports/edit/a%2F..%2Fb')).toBe('/admin/#/ports/a%2F..%2Fb');
  });
});
