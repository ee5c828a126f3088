import { useEffect, useState } from 'react';
import { loadedPhoneDisplay, loadPhoneDisplay } from '../lib/phone-display';

/**
 * A stored number as the card shows it ('+1 303 555 0199'). Until the formatter has loaded,
 * and if it cannot load, the stored E.164 form shows: the same number, only less readable.
 */
export function PhoneText({ value }: { value: string }) {
  const [display, setDisplay] = useState(loadedPhoneDisplay);
  useEffect(() => {
    if (display) return;
    let live = true;
    loadPhoneDisplay().then(
      (loaded) => {
        if (live) setDisplay(() => loaded);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [display]);
  return <>{display ? display(value) : value}</>;
}
