import { useContext } from 'react';
import { useLocation } from 'wouter';
import { useWidget } from '../../../context.tsx';
import { NoticeContext } from '../../notices.ts';

/**
 * Leaving the account from this page (logout, deletion): the tokens are already cleared by the
 * call; the store forgets the couple, and `/` shows `farewell` above the page (the app's notice).
 */
export function useSignOut(): (farewell: string) => void {
  const { store } = useWidget();
  const notices = useContext(NoticeContext);
  const [, navigate] = useLocation();
  return (farewell) => {
    store.getState().signedOut();
    notices?.getState().show({ text: farewell, tone: 'status', at: '/' });
    navigate('/');
  };
}
