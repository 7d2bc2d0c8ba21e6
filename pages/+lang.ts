// https://vike.dev/lang
import type { PageContext } from 'vike/types';
import { pageLocation } from '../src/i18n/pageLocation';

export default (pageContext: PageContext) => pageLocation(pageContext).locale;
