import EmojiPicker, { EmojiStyle } from 'emoji-picker-react';
import { useEffect, useRef } from 'react';
import { keepEmojiListPlain } from './emoji-list-roles';

interface EmojiPickerPanelProps {
  onPick: (emoji: string) => void;
}

/**
 * The emoji picker, in its own chunk (the chat panel imports this file lazily). Native emoji
 * only: the image styles would load pictures from a CDN, which the site's CSP does not allow.
 */
export default function EmojiPickerPanel({ onPick }: EmojiPickerPanelProps) {
  const wrapperRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const wrapper = wrapperRef.current;
    return wrapper ? keepEmojiListPlain(wrapper) : undefined;
  }, []);

  return (
    <div ref={wrapperRef}>
      <EmojiPicker
        emojiStyle={EmojiStyle.NATIVE}
        onEmojiClick={(emoji) => onPick(emoji.emoji)}
        previewConfig={{ showPreview: false }}
        skinTonesDisabled
        lazyLoadEmojis
        width="100%"
        height={320}
        searchPlaceholder="Search emoji"
      />
    </div>
  );
}
