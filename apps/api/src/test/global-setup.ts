import { prepareTemplates } from './templates';

/** Jest global setup of the API: the template databases every test file starts from. */
export default prepareTemplates;
