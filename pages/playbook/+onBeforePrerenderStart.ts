// https://vike.dev/onBeforePrerenderStart
import { routesOfLayout } from '../../src/content/prerenderRoutes';

export const onBeforePrerenderStart = () => routesOfLayout('playbook');
