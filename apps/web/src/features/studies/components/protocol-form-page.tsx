import type { StudyDetail, StudyProtocolInput } from '@skinscope/contracts';
import { Alert, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { toast, toastError } from '../../../lib/notification';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useCreateStudy } from '../api/create-study';
import { useStudy } from '../api/get-study';
import { useUpdateStudyProtocol } from '../api/update-study-protocol';
import { NEW_PROTOCOL, valuesOf } from '../lib/protocol-values';
import { issuesOf } from '../lib/validation-issues';
import { zhCN } from '../locale';
import { ProtocolForm } from './protocol-form';
import type { StudyFrame } from './study-frame';

const t = zhCN.protocol;

/** A 400's field problems stand under their fields; anything else is a toast. */
const toastUnlessInline = (error: unknown) => {
  if (issuesOf(error).length === 0) toastError(error);
};

/** 新建研究: the protocol form with the issue's defaults. */
export function NewStudyPage({ Frame }: { Frame: StudyFrame }) {
  const navigate = useNavigate();
  const create = useCreateStudy();
  const save = (protocol: StudyProtocolInput) =>
    create.mutate(protocol, {
      onSuccess: (study) => {
        toast(t.saved, 'success');
        void navigate(`/admin/studies/${study.id}`);
      },
      onError: toastUnlessInline,
    });
  return (
    <Frame title={t.newTitle} subtitle={t.newSubtitle}>
      <ProtocolForm
        initial={NEW_PROTOCOL}
        saving={create.isPending}
        serverIssues={issuesOf(create.error)}
        onSave={save}
        onCancel={() => void navigate('/admin/studies')}
      />
    </Frame>
  );
}

/** Saving a locked protocol makes a new version; those enrolled keep theirs. */
function LockedNotice({ study }: { study: StudyDetail }) {
  if (!study.locked) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={t.lockedTitle(study.version)}
      description={t.lockedText(study.version + 1)}
    />
  );
}

/** 修改研究方案: in place while nobody is enrolled, else as the next version. */
export function EditStudyPage({ Frame }: { Frame: StudyFrame }) {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const study = useStudy(id);
  const update = useUpdateStudyProtocol(id);
  useErrorToast(study);
  const back = () => void navigate(`/admin/studies/${id}`);
  const save = (protocol: StudyProtocolInput) =>
    update.mutate(protocol, {
      onSuccess: () => {
        toast(t.saved, 'success');
        back();
      },
      onError: toastUnlessInline,
    });
  return (
    <Frame title={t.editTitle} subtitle={study.data?.name ?? ''}>
      {study.data ? (
        <>
          <LockedNotice study={study.data} />
          <ProtocolForm
            initial={valuesOf(study.data.protocol)}
            saving={update.isPending}
            serverIssues={issuesOf(update.error)}
            onSave={save}
            onCancel={back}
          />
        </>
      ) : (
        <Skeleton active />
      )}
    </Frame>
  );
}
