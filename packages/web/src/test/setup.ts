import { configure } from '@testing-library/dom';

/**
 * findBy/waitFor give up after 1 s by default: a lazily loaded piece (the bell's panel, an antd island) takes longer
 * than that when the two cores are busy with the rest of the suite. A missing element still fails, later.
 */
configure({ asyncUtilTimeout: 5000 });
