import { StackProblem } from './stack/problem';
import { ensureUisBuilt } from './ui/build-ui';

/** `npm run build:ui`: builds the staff console and the portal and prints their initial JavaScript. */
ensureUisBuilt({ force: true }).catch((err) => {
  console.error(err instanceof StackProblem ? err.message : err);
  process.exit(1);
});
