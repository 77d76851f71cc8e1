import {
  changeSettings,
  createFailureMessage,
  createRoomRequestSchema,
  type CreateRoomRequest,
  DEFAULT_CATEGORIES,
  initialSettings,
  ROOM_MESSAGES,
  ROOM_TYPES,
  type RoomCategory,
  type RoomRating,
  type RoomType,
  type TurnSeconds,
  LIMITS,
  SITE_PATHS,
} from '@truth-or-dare/room-protocol';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@truth-or-dare/prompt-banks';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAgeGate } from '../../../components/age-gate/use-age-gate';
import { PageMeta } from '../../../components/page-meta';
import { TextField } from '../../../components/text-field/text-field';
import { BackButton } from '../shared/back-button';
import { PromptLanguageSelect } from '../settings/prompt-language-select';
import { CategoryChoices, RatingSelect, TimerSelect } from '../settings/room-settings-fields';
import { usePageLocale } from '../shared/use-page-locale';
import { roomsApi } from '../session/rooms-api';
import { roomMessageText } from '../shared/room-message-text';
import { useGoBack } from '../shared/use-go-back';
import '../../../components/text-field/text-field.css';
import '../../../components/pill-button/pill-button.css';
import '../shared/online-rooms.css';

const ROOM_TYPE_LABELS: Record<RoomType, MessageDescriptor> = { public: msg`Public`, private: msg`Private` };

function isRoomType(value: string): value is RoomType {
  return (ROOM_TYPES as readonly string[]).includes(value);
}

/**
 * The settings a new room is asked for. What equals the server's defaults is left out, so a room
 * created with none chosen is asked for exactly as before settings existed.
 */
function settingsRequest(
  rating: RoomRating,
  categories: readonly RoomCategory[],
  turnSeconds: TurnSeconds,
  language: Locale,
): Pick<CreateRoomRequest, 'rating' | 'categories' | 'turnSeconds' | 'language'> {
  const defaults = DEFAULT_CATEGORIES[rating];
  const sameCategories =
    categories.length === defaults.length && categories.every((category) => defaults.includes(category));
  return {
    ...(rating === 'family' ? {} : { rating }),
    ...(sameCategories ? {} : { categories: [...categories] }),
    ...(turnSeconds === 0 ? {} : { turnSeconds }),
    ...(language === 'en' ? {} : { language }),
  };
}

/** /create-room: a room name, type and rating (with categories and a turn timer); success opens the new room's name screen. */
export function CreateRoomPage() {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const formId = useId();
  const ageGate = useAgeGate();
  const [roomName, setRoomName] = useState('');
  const [roomType, setRoomType] = useState<RoomType | ''>('');
  const [rating, setRating] = useState<RoomRating>('family');
  const [categories, setCategories] = useState<readonly RoomCategory[]>(DEFAULT_CATEGORIES.family);
  const [turnSeconds, setTurnSeconds] = useState<TurnSeconds>(0);
  // The room deals in the page's language unless the creator picks another.
  const [language, setLanguage] = useState<Locale>(usePageLocale());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = `${formId}-error`;

  function chooseRating(next: RoomRating) {
    setRating(next);
    // Each rating starts from its own defaults, as the server would.
    setCategories(DEFAULT_CATEGORIES[next]);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (roomName.trim() === '' || roomType === '') {
      setError(ROOM_MESSAGES.createFieldsMissing);
      return;
    }
    const settings = changeSettings(initialSettings(rating), { categories });
    if (!settings.ok) {
      setError(settings.message);
      return;
    }
    const request: CreateRoomRequest = {
      roomName,
      roomType,
      ...settingsRequest(rating, categories, turnSeconds, language),
    };
    const checked = createRoomRequestSchema.safeParse(request);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? ROOM_MESSAGES.createFieldsMissing);
      return;
    }
    // The creator of an Adults room confirms their age first, and then joins with it.
    if (rating === 'adults') ageGate.requireAdult(() => void create(request));
    else void create(request);
  }

  async function create(request: CreateRoomRequest) {
    setBusy(true);
    setError(null);
    try {
      // The name goes as typed; the server trims it.
      const room = await roomsApi.createRoom(request);
      navigate(SITE_PATHS.online(room._id));
    } catch (failure) {
      setError(createFailureMessage(failure));
      setBusy(false);
    }
  }

  return (
    <div className="rooms-page rooms-page--narrow">
      <PageMeta
        title={t`Create a Room`}
        description={t`Create your own online Truth or Dare room: give it a name, make it public or private, and share the link with your friends.`}
      />
      <header className="rooms-intro">
        <h1 className="rooms-intro__title display-title">
          <Trans>Create a Room</Trans>
        </h1>
        <p className="rooms-intro__tagline">
          <Trans>Name your room, choose who can find it, and invite your friends.</Trans>
        </p>
      </header>

      <form className="rooms-card rooms-form" onSubmit={submit} noValidate>
        <TextField
          id={`${formId}-name`}
          label={t`Room name`}
          type="text"
          autoComplete="off"
          placeholder={t`e.g. Friday Night Dares`}
          maxLength={LIMITS.roomName.max}
          value={roomName}
          onChange={(event) => setRoomName(event.target.value)}
          aria-invalid={error === ROOM_MESSAGES.createFieldsMissing && roomName.trim() === '' ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <div className="text-field">
          <label className="text-field__label" htmlFor={`${formId}-type`}>
            <Trans>Room type</Trans>
          </label>
          <select
            id={`${formId}-type`}
            className="text-field__input text-field__select"
            value={roomType}
            onChange={(event) => setRoomType(isRoomType(event.target.value) ? event.target.value : '')}
            aria-invalid={error === ROOM_MESSAGES.createFieldsMissing && roomType === '' ? true : undefined}
            aria-describedby={error ? `${errorId} ${formId}-type-hint` : `${formId}-type-hint`}
          >
            <option value="">{t`-- Select Type --`}</option>
            {ROOM_TYPES.map((type) => (
              <option key={type} value={type}>
                {i18n._(ROOM_TYPE_LABELS[type])}
              </option>
            ))}
          </select>
          <p id={`${formId}-type-hint`} className="text-field__hint">
            <Trans>Public rooms appear in the room list; private rooms only through their link.</Trans>
          </p>
        </div>
        <RatingSelect id={`${formId}-rating`} value={rating} onChange={chooseRating} />
        <CategoryChoices rating={rating} value={categories} onChange={setCategories} />
        <TimerSelect id={`${formId}-timer`} value={turnSeconds} onChange={setTurnSeconds} />
        <PromptLanguageSelect id={`${formId}-language`} value={language} onChange={setLanguage} />

        {error ? (
          <p id={errorId} className="rooms-error" role="alert">
            {roomMessageText(i18n, error)}
          </p>
        ) : null}

        <button type="submit" className="pill-button pill-button--violet pill-button--wide" disabled={busy}>
          {busy ? t`Creating...` : t`Create Room`}
        </button>
      </form>

      <div className="rooms-actions">
        <BackButton onBack={goBack} />
      </div>
      {ageGate.dialog}
    </div>
  );
}
