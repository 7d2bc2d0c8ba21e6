declare module 'virtual:icon-sprite' {
  /** The hashed URL of the SVG sprite that holds every icon. */
  const spriteUrl: string;
  export default spriteUrl;
}
