import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { zhCN } from '../locale';

/** A screen whose data could not be loaded: the server's message (or ours) and a way back. */
export function LoadFailed({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <Result
      status="warning"
      title={message}
      extra={<Button onClick={() => void navigate('/query')}>{zhCN.notFound.backToQuery}</Button>}
    />
  );
}

export const errorMessage = (error: unknown) =>
  error instanceof ApiError ? error.message : zhCN.api.unknownError;
