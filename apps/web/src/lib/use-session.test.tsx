import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../test/fixtures';
import { saveSession } from './session';
import { useSession } from './use-session';

function UserName({ label }: { label: string }) {
  return (
    <p>
      {label}: {useSession()?.user.fullName ?? '未登录'}
    </p>
  );
}

function Page({ visit }: { visit: number }) {
  return (
    <div data-visit={visit}>
      <UserName label="页头" />
      <UserName label="正文" />
    </div>
  );
}

describe('useSession', () => {
  it('follows storage changed behind its back, never updating the store while rendering', () => {
    saveSession({ token: 'abc', tokenType: 'Bearer', user: makeUser({ fullName: '王小美' }) });
    const view = render(<Page visit={1} />);
    expect(screen.getByText('页头: 王小美')).toBeInTheDocument();

    const errors = vi.spyOn(console, 'error');
    // Another tab signed in as someone else (no storage event reaches this one in a test).
    window.localStorage.setItem('skinscope.user', JSON.stringify(makeUser({ fullName: '李娜' })));
    view.rerender(<Page visit={2} />);

    expect(screen.getByText('页头: 李娜')).toBeInTheDocument();
    expect(screen.getByText('正文: 李娜')).toBeInTheDocument();
    // React's "Cannot update a component while rendering a different component".
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
