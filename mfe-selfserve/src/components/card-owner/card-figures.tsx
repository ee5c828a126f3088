import { getCardFigures, useServerData } from '@bizcard/shared/api';
import type { CardFigures as Figures } from '@bizcard/shared/model';
import { Card, LoadFailed, Muted, Spinner } from '@bizcard/shared/ui';
import { memo } from 'react';
import styled from 'styled-components';
import { CARD_FIGURES_TEXT as TEXT } from './messages';

const Panel = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space(6)};
  h2 {
    font-size: 16px;
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => `${theme.space(4)} 0 0`};
`;

const Figure = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space(1)};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    font-size: 28px;
    font-weight: 700;
  }
`;

const FIGURES = [
  ['views', TEXT.views, TEXT.viewsHint],
  ['saves', TEXT.saves, TEXT.savesHint],
  ['scans', TEXT.scans, TEXT.scansHint],
  ['taps', TEXT.taps, TEXT.tapsHint],
  ['contacts', TEXT.contacts, TEXT.contactsHint],
] as const satisfies ReadonlyArray<readonly [keyof Figures, string, string]>;

/**
 * The person's own card over the last 30 days, as Reports counts it: views, saves, QR scans,
 * NFC taps and contacts received. Memoised: typing in the profile form never reloads it.
 */
export const CardFigures = memo(function CardFigures() {
  const figures = useServerData((signal) => getCardFigures(signal), []);
  return (
    <Panel aria-labelledby="card-figures-title">
      <h2 id="card-figures-title">{TEXT.title}</h2>
      {figures.status === 'ready' && (
        <>
          <Muted>{TEXT.period(figures.data.from, figures.data.to)}</Muted>
          <List>
            {FIGURES.map(([key, label, hint]) => (
              <Figure key={key} title={hint}>
                <dt>{label}</dt>
                <dd>{figures.data[key].toLocaleString()}</dd>
              </Figure>
            ))}
          </List>
        </>
      )}
      {figures.status === 'loading' && <Spinner label={TEXT.loading} />}
      {figures.status === 'error' && (
        <LoadFailed message={TEXT.loadFailed} onRetry={figures.reload} />
      )}
    </Panel>
  );
});
