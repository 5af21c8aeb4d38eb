import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { FormError } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Choices, SelectField, TextAreaField, TextField } from '../../../components/ui/text-field';
import { formErrorsOf, NO_ERRORS, useFocusFirstError, type FormErrors } from '../../../lib/form-errors';
import {
  COMPLAINT_REASONS,
  COMPLAINT_TEXT_MAX,
  fileComplaint,
  useChatPartners,
  useReceivedMessages,
  type OwnComplaint,
} from '../api/complaints';
import {
  complaintPayload,
  draftProblems,
  EMPTY_DRAFT,
  OTHER_MEMBER,
  type ComplaintDraft,
} from '../lib/complaint-form';

export interface ComplaintFormProps {
  /** the member to complain about when the page was opened for one (`?member=`) */
  initialMemberId?: number | null;
  onFiled: (complaint: OwnComplaint) => void;
}

/** The server's field names, as the draft names them. */
const SERVER_FIELDS: Record<string, keyof ComplaintDraft> = {
  member_id: 'member',
  message_id: 'messageId',
  reason: 'reason',
  text: 'text',
};

/**
 * A complaint: the member concerned (a chat partner, or a profile id or link), optionally one message
 * they sent, a reason and what happened. Sent to POST /api/complaints.php.
 */
export function ComplaintForm({ initialMemberId = null, onFiled }: ComplaintFormProps) {
  const { t } = useTranslation('complaints');
  const common = useTranslation().t;
  const formRef = useRef<HTMLFormElement>(null);
  const partners = useChatPartners();
  const [draft, setDraft] = useState<ComplaintDraft>(() =>
    initialMemberId === null
      ? EMPTY_DRAFT
      : { ...EMPTY_DRAFT, member: OTHER_MEMBER, otherMember: String(initialMemberId) },
  );
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [pending, setPending] = useState(false);
  const [filed, setFiled] = useState(false);
  useFocusFirstError(formRef, errors);

  // A member opened by id who turns out to be a chat partner is picked in the list.
  const partnerList = partners.data ?? [];
  if (
    draft.member === OTHER_MEMBER &&
    initialMemberId !== null &&
    draft.otherMember === String(initialMemberId) &&
    partnerList.some((partner) => partner.id === initialMemberId)
  ) {
    setDraft({ ...draft, member: String(initialMemberId), otherMember: '' });
  }

  const partnerId = draft.member && draft.member !== OTHER_MEMBER ? Number(draft.member) : null;
  const messages = useReceivedMessages(partnerId);
  const update = (change: Partial<ComplaintDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setFiled(false);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const problems = draftProblems(draft);
    if (problems.length) {
      setErrors({
        fields: Object.fromEntries(problems.map((problem) => [problem, t(`errors.${problem}`)])),
        form: null,
        code: null,
      });
      return;
    }
    setPending(true);
    setErrors(NO_ERRORS);
    try {
      const { complaint } = await fileComplaint(complaintPayload(draft));
      onFiled(complaint);
      setDraft(EMPTY_DRAFT);
      setFiled(true);
    } catch (error) {
      const found = formErrorsOf(error, common('error.generic'));
      const fields = Object.fromEntries(
        Object.entries(found.fields).map(([field, message]) => {
          const name = SERVER_FIELDS[field] ?? field;
          return [name === 'member' && draft.member === OTHER_MEMBER ? 'otherMember' : name, message];
        }),
      );
      setErrors({ ...found, fields });
    } finally {
      setPending(false);
    }
  };

  const memberOptions = [
    ...partnerList.map((partner) => ({ value: String(partner.id), label: partner.name })),
    { value: OTHER_MEMBER, label: t('form.otherMember') },
  ];

  return (
    <Card title={t('form.title')} className="complaints__form-card">
      <form
        ref={formRef}
        className="form complaints__form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <p className="card__text">{t('form.intro')}</p>
        {filed ? (
          <p className="alert alert--success" role="status" data-testid="complaint-filed">
            {t('form.filed')}
          </p>
        ) : null}
        <FormError message={errors.form} />
        <SelectField
          label={t('form.member')}
          name="member"
          value={draft.member}
          onValueChange={(member) => update({ member, messageId: '' })}
          options={memberOptions}
          placeholder={partners.isPending ? t('form.loadingPartners') : t('form.chooseMember')}
          error={errors.fields.member}
          hint={partnerList.length ? t('form.memberHint') : t('form.noPartners')}
        />
        {draft.member === OTHER_MEMBER ? (
          <TextField
            label={t('form.profile')}
            name="profile"
            inputMode="text"
            autoComplete="off"
            value={draft.otherMember}
            onValueChange={(otherMember) => update({ otherMember })}
            hint={t('form.profileHint')}
            error={errors.fields.otherMember}
          />
        ) : null}
        {partnerId !== null && messages.data && messages.data.length > 0 ? (
          <Choices
            legend={t('form.message')}
            hint={t('form.messageHint')}
            error={errors.fields.messageId}
            className="choice-group--stacked complaints__messages"
            options={[
              { value: '', label: t('form.noMessage') },
              ...messages.data.map((message) => ({
                value: String(message.id),
                label: <q className="complaints__quote">{message.text}</q>,
              })),
            ]}
            isChecked={(value) => draft.messageId === value}
            onToggle={(messageId) => update({ messageId })}
          />
        ) : null}
        <Choices
          legend={t('form.reason')}
          error={errors.fields.reason}
          className="choice-group--stacked"
          options={COMPLAINT_REASONS.map((value) => ({ value, label: t(`reasons.${value}`) }))}
          isChecked={(value) => draft.reason === value}
          onToggle={(reason) => update({ reason })}
        />
        <TextAreaField
          label={t('form.text')}
          name="text"
          rows={5}
          required
          maxLength={COMPLAINT_TEXT_MAX}
          value={draft.text}
          onValueChange={(text) => update({ text })}
          error={errors.fields.text}
          hint={t('form.textCount', { count: draft.text.length, max: COMPLAINT_TEXT_MAX })}
        />
        <div className="form-actions form-actions--end">
          <SubmitButton pending={pending} pendingLabel={t('form.sending')}>
            {t('form.submit')}
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
