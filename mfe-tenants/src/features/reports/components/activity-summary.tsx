import { REPORT_MESSAGES, type ReportPeriod } from '@bizcard/shared/model';
import { LoadFailed, Spinner } from '@bizcard/shared/ui';
import styled from 'styled-components';
import { useActivitySummary } from '../hooks/use-activity-summary';
import { SECTION_TITLES, TEXT } from '../messages';
import { CardRanking } from './card-ranking';
import { NameSample } from './name-sample';
import { ReportSection } from './report-section';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(260px, 100%), 1fr));
  gap: ${({ theme }) => theme.space(6)};
`;

/** 'Activity Summary': top cards by views and saves, cards never viewed, users without a card. */
/** A person as the name lists show them, from a card or a user without one. */
const listedPerson = (person: { end_user_id: string; name: string; email: string }) => ({
  id: person.end_user_id,
  name: person.name,
  email: person.email,
});

export function ActivitySummarySection({
  tenantId,
  days,
}: {
  tenantId: string;
  days: ReportPeriod;
}) {
  const activity = useActivitySummary(tenantId, days);

  return (
    <ReportSection title={SECTION_TITLES.activity}>
      {activity.status === 'loading' && <Spinner label={TEXT.loadingActivity} />}
      {activity.status === 'error' && (
        <LoadFailed message={REPORT_MESSAGES.activityFailed} onRetry={activity.reload} />
      )}
      {activity.status === 'ready' && (
        <Grid>
          <CardRanking
            title={TEXT.topViewed}
            cards={activity.data.top_viewed}
            by="views"
            empty={TEXT.noneViewed}
          />
          <CardRanking
            title={TEXT.topSaved}
            cards={activity.data.top_saved}
            by="saves"
            empty={TEXT.noneSaved}
          />
          <NameSample
            title={TEXT.neverViewed}
            count={activity.data.never_viewed.count}
            names={activity.data.never_viewed.cards.map(listedPerson)}
            empty={TEXT.allViewed}
          />
          <NameSample
            title={TEXT.withoutCard}
            count={activity.data.without_card.count}
            names={activity.data.without_card.users.map(listedPerson)}
            empty={TEXT.allHaveCards}
          />
        </Grid>
      )}
    </ReportSection>
  );
}
