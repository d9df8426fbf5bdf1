/**
 * The search shortcuts the theme's search bar listens for (see ./DocSearchButton.tsx for why this is not DocSearch's
 * own): Ctrl/⌘K opens and closes the modal, `/` opens it where the reader is not typing, Escape closes it, and a
 * letter or digit typed while the search button has focus opens it with that key.
 */
import {useEffect, type RefObject} from 'react';

interface KeyboardEventsProps {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput?: (event: KeyboardEvent) => void;
  searchButtonRef: RefObject<HTMLButtonElement | null>;
}

function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName))
  );
}

function togglesModal(event: KeyboardEvent, isOpen: boolean): boolean {
  if (event.key === 'Escape') return isOpen;
  if (event.key?.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) return true;
  return event.key === '/' && !isOpen && !isTypingTarget(event.target);
}

export function useDocSearchKeyboardEvents({
  isOpen,
  onOpen,
  onClose,
  onInput,
  searchButtonRef,
}: KeyboardEventsProps): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (togglesModal(event, isOpen)) {
        event.preventDefault();
        if (isOpen) {
          onClose();
        } else if (!document.body.classList.contains('DocSearch--active')) {
          onOpen();
        }
        return;
      }
      const typesOnButton = searchButtonRef.current !== null && searchButtonRef.current === document.activeElement;
      if (typesOnButton && onInput && /^[\p{L}\p{N}]$/u.test(event.key) && !event.altKey) {
        onInput(event);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
