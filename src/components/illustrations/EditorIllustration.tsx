import editorUrl from '../../assets/illustrations/editor.svg?no-inline';

/** Original product mock-up: the no-code story editor with a phone preview of a scene. */
export function EditorIllustration({ className = '' }: { className?: string }) {
  // A cached image rather than inline SVG markup: the page's JavaScript stays free of path data.
  return (
    <img
      src={editorUrl}
      alt=""
      width={560}
      height={440}
      decoding="async"
      className={`h-auto w-full ${className}`}
    />
  );
}
