// https://vike.dev/lang
import type { PageContext } from 'vike/types';
import { pageLocation } from '../src/lib/pageLocation';

export default (pageContext: PageContext) => pageLocation(pageContext).locale;
