import { useRef, useState } from 'react';
import { Button } from '../components/button';
import { useTranslation } from '../i18n/use-translation';
import { useStorefrontServices } from './storefront-services';

// A text with a button that copies it (storefront §8: "Copy-to-clipboard unsupported throws a
// message"; docs/adr/0131): copied, the live region says so; where the Clipboard API is missing
// (an old browser, a page not served over https, a frame without the permission) or refuses, the
// page says copying is not supported here and selects the text, so that the person copies it by hand.

/** Selects the element's text in the page, as a person would with the mouse. */
function select(element: HTMLElement | null): void {
  const selection = typeof window.getSelection === 'function' ? window.getSelection() : null;
  if (element === null || selection === null) return;
  selection.selectAllChildren(element);
}

async function copied(text: string): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (typeof clipboard?.writeText !== 'function') return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function CopyText({ text, label }: { readonly text: string; readonly label: string }) {
  const { t } = useTranslation();
  const { announcer } = useStorefrontServices();
  const shown = useRef<HTMLElement>(null);
  const [unsupported, setUnsupported] = useState(false);
  return (
    <>
      <strong ref={shown} className="copy-text__text">
        {text}
      </strong>{' '}
      <Button
        variant="link"
        className="copy-text__button"
        aria-label={label}
        onPress={() => {
          void copied(text).then((done) => {
            setUnsupported(!done);
            if (done) {
              announcer.announce(t('COPY.COPIED'));
            } else {
              select(shown.current);
              announcer.announce(t('COPY.UNSUPPORTED'), 'assertive');
            }
          });
        }}
      >
        {t('COPY.BUTTON')}
      </Button>
      {unsupported ? <span className="copy-text__unsupported"> {t('COPY.UNSUPPORTED')}</span> : null}
    </>
  );
}
