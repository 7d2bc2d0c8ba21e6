import { Icon } from '../ui/Icon';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { copySourceAttribute, earlyCopyOf } from '../../../browser/islands/earlyCopy';
import { useTranslation } from 'react-i18next';

/** Spec: the copied state (check icon) lasts 2 seconds, then the button reverts. */
export const copiedStateMs = 2000;

function selectContents(element: HTMLElement | null) {
  if (!element) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/**
 * A playbook's prompt with a copy button. Success shows a check and "Copied" for 2 s and is
 * announced; failure is logged ("Error al copiar:") and the prompt is selected for copying by hand.
 */
export function PromptBox({ prompt, copyLabel }: { prompt: string; copyLabel: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const promptRef = useRef<HTMLPreElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const labelId = useId();
  const promptId = useId();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async (event: MouseEvent) => {
    window.clearTimeout(timer.current);
    try {
      // The head script has copied during the tap itself (WebKit allows it then only), before
      // React heard it or replayed it: this shows the outcome. Without a tap, this copies.
      await (earlyCopyOf(event.currentTarget) ?? navigator.clipboard.writeText(prompt));
      setState('copied');
      timer.current = window.setTimeout(() => setState('idle'), copiedStateMs);
    } catch (error) {
      console.error('Error al copiar:', error);
      setState('failed');
      selectContents(promptRef.current);
    }
  };

  return (
    <figure className="overflow-hidden rounded-card bg-brand-950 shadow-card ring-1 ring-brand-900">
      <figcaption className="flex flex-wrap items-center justify-between gap-3 border-b border-white/10 px-5 py-3">
        <span id={labelId} className="text-sm font-semibold text-brand-100">
          {t('playbook.promptLabel')}
        </span>
        <button
          type="button"
          onClick={copy}
          {...{ [copySourceAttribute]: promptId }}
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-brand-800 transition-colors hover:bg-brand-50"
        >
          {state === 'copied' ? (
            <>
              <Icon name="check" className="size-4 text-emerald-600" />
              {t('playbook.copied')}
            </>
          ) : (
            <>
              <Icon name="copy" className="size-4" />
              {copyLabel}
            </>
          )}
        </button>
      </figcaption>
      {/* The whole prompt, at its full height: in a box that scrolled, it read as cut off mid-way,
          with nothing to open the rest (seventeenth design review). A named region, since HTML
          allows no aria-labelledby on a bare <pre>. Set in the site's type: a prompt is prose for
          the AI, and without a monospace font of the site's own, browsers fell back to a
          typewriter face (twenty-first design review). */}
      <div role="region" aria-labelledby={labelId} className="px-5 pt-6 pb-6 sm:px-6">
        <pre
          ref={promptRef}
          id={promptId}
          className="font-sans text-[0.9375rem] leading-7 whitespace-pre-wrap break-words text-brand-50"
        >
          {prompt}
        </pre>
      </div>
      <p aria-live="polite" className="sr-only">
        {state === 'copied' ? t('playbook.copiedAnnouncement') : ''}
      </p>
      {state === 'failed' && (
        <p
          role="alert"
          className="border-t border-white/10 bg-amber-50 px-5 py-4 text-sm font-medium text-amber-950"
        >
          {t('playbook.copyFailed')}
        </p>
      )}
    </figure>
  );
}
