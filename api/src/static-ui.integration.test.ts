import { stackForFile } from './testing/stack-harness';

/**
 * A page opened before a deploy asks for the scripts of the build it came with. They are gone:
 * answered with the index (HTML as a script) they crashed the screen (issue 15, a tester's
 * finding); a 404 lets the UI's failed import reload the page into the new build.
 */
const run = stackForFile();

describe('the UIs as the api serves them', () => {
  it.each([['/assets/RequestDetailPage-old1234.js'], ['/admin/assets/DashboardCharts-old1234.js']])(
    'answers 404 for a build asset that is not there: %s',
    async (path) => {
      const res = await fetch(`${run.stack.baseUrl}${path}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type') ?? '').not.toContain('text/html');
    },
  );

  it.each([['/processes/list'], ['/admin/reimbursements']])(
    'answers the index for a route of the UI: %s',
    async (path) => {
      const res = await fetch(`${run.stack.baseUrl}${path}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    },
  );
});
