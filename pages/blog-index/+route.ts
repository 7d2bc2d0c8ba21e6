// https://vike.dev/route-function
import { matchLayout } from '../../src/content/layoutRoutes';

export default matchLayout('blog-index');
