// https://vike.dev/meta: this page type renders its MDX body, so the browser loads it.
export { contentLoaders as default } from 'virtual:content-bodies/game';
