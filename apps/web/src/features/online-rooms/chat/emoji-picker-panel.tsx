import { useLingui } from '@lingui/react/macro';
import EmojiPicker, { Categories, EmojiStyle } from 'emoji-picker-react';
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
  const { t } = useLingui();

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
        // The picker's own words, in the page's language (its defaults are English). Its search
        // still matches the English emoji names: it has no dataset for every site language.
        labels={{
          searchPlaceholder: t`Search emoji`,
          searchLabel: t`Type to search for an emoji`,
          searchClear: t({ message: 'Clear', comment: 'Button clearing the emoji search' }),
          searchResultsNone: t`No results found`,
          searchResultsOne: t`1 result found. Use up and down arrow keys to navigate.`,
          searchResultsMany: t({
            message: '%n results found. Use up and down arrow keys to navigate.',
            comment: 'Said when an emoji search finds several; the picker puts the count in place of %n.',
          }),
          categoryNavigation: t`Category navigation`,
          loading: t`Loading…`,
          loadingError: t`Could not load emojis.`,
          retryLoading: t`Try again`,
        }}
        categories={[
          { category: Categories.SUGGESTED, name: t`Frequently used` },
          { category: Categories.SMILEYS_PEOPLE, name: t`People & body` },
          { category: Categories.ANIMALS_NATURE, name: t`Animals & nature` },
          { category: Categories.FOOD_DRINK, name: t`Food & drink` },
          { category: Categories.TRAVEL_PLACES, name: t`Travel & places` },
          { category: Categories.ACTIVITIES, name: t`Activities` },
          { category: Categories.OBJECTS, name: t`Objects` },
          { category: Categories.SYMBOLS, name: t`Symbols` },
          { category: Categories.FLAGS, name: t`Flags` },
        ]}
      />
    </div>
  );
}
