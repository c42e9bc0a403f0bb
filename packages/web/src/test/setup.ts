import { configure } from '@testing-library/dom';
import { afterAll } from 'vitest';

/**
 * findBy/waitFor give up after 1 s by default: a lazily loaded piece (the bell's panel, an antd island) takes longer
 * than that when the two cores are busy with the rest of the suite. A missing element still fails, later.
 */
configure({ asyncUtilTimeout: 5000 });

/**
 * A commit (the last test's unmount, say) leaves React's passive effects to flush on the scheduler's next task, a
 * Node `setImmediate`, which reads `window.event`. Run the file's last such tasks while its DOM still exists: once the
 * environment is torn down they throw "window is not defined", which fails the whole run though every test passed.
 */
afterAll(async () => {
  for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setImmediate(resolve));
});
