// https://vike.dev/data
export { contentData as data } from '../src/content/dataHook';
