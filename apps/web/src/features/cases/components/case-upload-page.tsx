import { idFromText } from '@skinscope/contracts';
import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { zhCN } from '../locale';
import { useCase } from '../api/get-case';
import { useCaseRights } from '../hooks/use-case-rights';
import type { CaseRights } from '../hooks/use-case-rights';

import { CaseAccessGate } from './case-access-gate';
import { CaseForm } from './case-form';
import '../cases.css';
import { PageHeading } from '../../../components/page-heading/page-heading';

const t = zhCN.cases.upload;

function LoadFailed({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <Result
      status="warning"
      title={message}
      extra={
        <Button onClick={() => void navigate('/example/excellent')}>
          {zhCN.cases.upload.back}
        </Button>
      }
    />
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="cases-page cases-page-form">
      <Card variant="borderless" className="page-card">
        <PageHeading title={title} subtitle={t.subtitle} />
        {children}
      </Card>
    </div>
  );
}

function UploadScreen({ rights }: { rights: CaseRights }) {
  const [params] = useSearchParams();
  const idParam = params.get('id');
  const id = idFromText(idParam);
  const stored = useCase(id);

  if (idParam === null) {
    return (
      <Frame title={t.newTitle}>
        <CaseForm key="new" user={rights.user} existing={null} />
      </Frame>
    );
  }
  if (id === undefined) return <LoadFailed message={t.invalidId} />;
  if (stored.isError) {
    const message = stored.error instanceof ApiError ? stored.error.message : zhCN.api.unknownError;
    return <LoadFailed message={message} />;
  }
  if (!stored.data) return <Skeleton active className="cases-page cases-page-form" />;
  return (
    <Frame title={t.editTitle}>
      <CaseForm key={id} user={rights.user} existing={stored.data} />
    </Frame>
  );
}

function UploadGuarded() {
  const rights = useCaseRights();
  return rights ? <UploadScreen rights={rights} /> : null;
}

/** Spec §2 example/excellent/upload (`?id=` edits that case); needs canUpload (spec §6). */
export function CaseUploadPage() {
  return (
    <CaseAccessGate needsUpload>
      <UploadGuarded />
    </CaseAccessGate>
  );
}
