import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { IconButton } from '../display/IconButton';
import { Icon } from '../icons/Icon';
import { useUiText } from '../theme/UiProvider';
import { useFieldMessage } from '../form/useFieldMessage';
import { TOAST_DURATION_MS, type ToastKind } from './toastDurations';
import { checkIcon, closeIcon, warningIcon } from '../icons/icons';

// Amber with dark text for a warning keeps it apart from an error's red at the contrast axe asks for.
const TOAST_BACKGROUND: Record<ToastKind, string> = {
  success: '#1b5e20',
  warning: '#ffb300',
  error: '#b71c1c',
};
const TOAST_ICON = { success: checkIcon, warning: warningIcon, error: closeIcon } as const;

interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

const ToastContext = createContext<((kind: ToastKind, message: string) => void) | null>(null);

/** Shows a success (2 s), warning (6 s) or error (6 s) message. */
export function useToast(): (kind: ToastKind, message: string) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a <ToastProvider> around the component');
  return show;
}

const Stack = styled.div`
  position: fixed;
  inset-block-end: 16px;
  inset-inline-start: 50%;
  transform: translateX(-50%);
  z-index: 50;
  display: flex;
  flex-direction: column;
  gap: 8px;
  [dir='rtl'] & {
    transform: translateX(50%);
  }
`;

const Item = styled.div<{ $kind: ToastKind }>`
  display: flex;
  align-items: center;
  gap: 10px;
  min-width: 280px;
  max-width: 90vw;
  padding: 6px 6px 6px 14px;
  padding-inline: 14px 6px;
  border-radius: ${({ theme }) => theme.radius}px;
  box-shadow: 0 6px 20px rgba(0, 0, 0, 0.3);
  color: ${({ $kind }) => ($kind === 'warning' ? '#1b1b1b' : '#ffffff')};
  background: ${({ $kind }) => TOAST_BACKGROUND[$kind]};
  span {
    flex: 1;
  }
`;

export function ToastProvider({ children }: { children: ReactNode }) {
  const text = useUiText();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((all) => all.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (kind: ToastKind, message: string) => {
      const id = nextId.current++;
      setToasts((all) => [...all, { id, kind, message }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), TOAST_DURATION_MS[kind]),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {/* Live regions exist before any message so screen readers announce the first one too. */}
      <Stack as="section" aria-label={text.notifications}>
        <div role="status">
          {toasts
            .filter((toast) => toast.kind === 'success')
            .map((toast) => (
              <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
            ))}
        </div>
        <div role="alert">
          {toasts
            .filter((toast) => toast.kind !== 'success')
            .map((toast) => (
              <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
            ))}
        </div>
      </Stack>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const text = useUiText();
  // A domain rule's message (a server's refusal too: "An employee with this passport number already exists")
  // in the screen's language, by its key; any other text as it came.
  const message = useFieldMessage(toast.message);
  return (
    <Item $kind={toast.kind} data-kind={toast.kind} style={{ marginTop: 8 }}>
      <Icon path={TOAST_ICON[toast.kind]} size={20} />
      <span>{message}</span>
      <IconButton icon={closeIcon} label={text.dismiss} onClick={() => onDismiss(toast.id)} />
    </Item>
  );
}
