import { Component, type ReactNode } from 'react';

interface EmojiPickerBoundaryProps {
  children: ReactNode;
}

/** If the picker cannot load or render, the chat goes on without it (docs/product.md#room-game). */
export class EmojiPickerBoundary extends Component<EmojiPickerBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
