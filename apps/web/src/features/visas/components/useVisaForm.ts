import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { visaRecordSchema, type VisaInput, type VisaValues } from '@placement/domain';
import { focusFirstError, useToast } from '@placement/ui';
import { readFragment } from '../../../app/graphql/graphql';
import { CREATE_VISA, GET_VISA, VISA_FIELDS } from '../api/VISA';
import { VISAS } from '../api/VISAS';
import { isNewVisa, visaFormValues, visaSaveInput } from './visaFormValues';

/**
 * The visa page's form: loads the visa of the route's id (none for a new one), takes its values, and saves
 * with the foreign agent chosen beside the form. A new visa's save opens the saved one.
 */
export function useVisaForm(id: string | undefined) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const isNew = isNewVisa(id);
  const [agentId, setAgentId] = useState('');

  const loaded = useQuery(GET_VISA, { variables: { id: id ?? '' }, skip: isNew });
  const [createVisa, saving] = useMutation(CREATE_VISA, { refetchQueries: [VISAS] });
  const visa = loaded.data ? readFragment(VISA_FIELDS, loaded.data.getVisa) : null;

  const form = useForm<VisaInput, unknown, VisaValues>({
    resolver: zodResolver(visaRecordSchema),
    mode: 'onChange',
    // A refused save moves to the first field in error itself, in a hidden tab too (focusFirstError).
    shouldFocusError: false,
    defaultValues: visaFormValues(null),
  });
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (visa) {
      form.reset(visaFormValues(visa));
      setAgentId(visa.agentId ?? '');
    }
    // Only a newly loaded visa resets the form; the form's own object is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visa?._id]);
  useEffect(() => {
    if (loaded.error) toast('error', loaded.error.message);
  }, [loaded.error, toast]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const result = await createVisa({
          variables: { input: visaSaveInput(values, isNew ? null : id!, agentId) },
        });
        toast('success', t('visas.saved'));
        const saved = result.data ? readFragment(VISA_FIELDS, result.data.createVisa) : null;
        if (isNew && saved) await navigate(`/app/visa/${saved._id}`, { replace: true });
      } catch (failure) {
        toast('error', (failure as Error).message);
      }
    },
    (errors) => focusFirstError(formRef.current, errors),
  );

  // A saved visa's form waits for the visa: showing the new-visa defaults meanwhile would let a quick Save write
  // them over it (and a reader would see a salary of 1000 that is not the visa's).
  const waiting = !isNew && !visa && loaded.loading;
  return { form, formRef, onSubmit, isNew, loaded, waiting, saving, agentId, setAgentId };
}
