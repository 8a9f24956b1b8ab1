import { ShareLinkList } from '../../../components/share-link/share-link-list';
import { useRevokeStudyLink, useStudyLinks } from '../api/study-links';
import { zhCN } from '../locale';

const t = zhCN.share;

/** The study's sponsor links with their state and openings; a live one can be revoked. */
export function StudyLinkList({ studyId }: { studyId: number }) {
  const revoke = useRevokeStudyLink(studyId);
  return (
    <ShareLinkList
      links={useStudyLinks(studyId)}
      revoke={(linkId) => revoke.mutateAsync(linkId)}
      heading={() => t.heading}
      text={t}
    />
  );
}
