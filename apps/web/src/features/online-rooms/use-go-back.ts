import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Back as the room screens mean it: one step back in the app's history, or home when this page
 * was the first one opened (React Router marks that first entry with the key 'default').
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key === 'default') navigate('/');
    else navigate(-1);
  }, [key, navigate]);
}
