import type { ExampleCase, User } from '@skinscope/contracts';
import { CASE_DESCRIPTION_MAX } from '@skinscope/contracts';
import { Button, Checkbox, ConfigProvider, Form, Input } from 'antd';
import type { ThemeConfig } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/notification';
import { zhCN } from '../locale';
import { usePickedImage } from '../hooks/use-picked-image';
import { useSubmitCase } from '../hooks/use-submit-case';
import { toastCaseError } from '../lib/case-errors';
import { firstCaseProblem } from '../lib/case-form-rules';
import { CARE_OPTIONS, matchOptions, PRODUCT_OPTIONS } from '../lib/case-options';
import { ImagePicker } from './image-picker';

// The case form sits a little tighter than antd's 24 px between fields. Form's own token, scoped to this form.
const FORM_THEME: ThemeConfig = { components: { Form: { itemMarginBottom: 20 } } };

const t = zhCN.cases.upload;
const DESCRIPTION_ID = 'case-description';

/**
 * Spec §2 example/excellent/upload: the lists (pre-ticked by name when editing), the photo, the
 * description and, beyond the spec, the customer's consent; saved per spec §4/§5.
 */
export function CaseForm({ user, existing }: { user: User; existing: ExampleCase | null }) {
  const navigate = useNavigate();
  const [products, setProducts] = useState(() =>
    matchOptions(PRODUCT_OPTIONS, existing?.products ?? []),
  );
  const [cares, setCares] = useState(() => matchOptions(CARE_OPTIONS, existing?.cares ?? []));
  const [description, setDescription] = useState(existing?.description ?? '');
  // A stored case was saved with the customer's consent to its photo; a new photo needs it anew.
  const [consent, setConsent] = useState(existing !== null);
  const { picked, pick } = usePickedImage();
  const { submit, busy } = useSubmitCase(user, existing);

  const onPick = (file: File) => {
    pick(file);
    setConsent(false);
  };

  const onSave = async () => {
    if (busy) return;
    const draft = {
      products,
      cares,
      description,
      file: picked?.file ?? null,
      storedImageUrl: existing?.imgUrl ?? null,
      consent,
    };
    const problem = firstCaseProblem(draft);
    if (problem) {
      toast(problem, 'warning');
      return;
    }
    try {
      await submit(draft);
    } catch (error) {
      toastCaseError(error);
      return;
    }
    toast(t.success, 'success');
    void navigate('/example/excellent');
  };

  return (
    <ConfigProvider theme={FORM_THEME}>
      <Form layout="vertical" className="cases-form" onFinish={() => void onSave()}>
        <Form.Item label={zhCN.cases.productsLabel} required>
          <Checkbox.Group
            className="cases-option-boxes"
            options={[...PRODUCT_OPTIONS]}
            value={products}
            onChange={(value) => setProducts(value.map(String))}
          />
        </Form.Item>
        <Form.Item label={zhCN.cases.caresLabel} required>
          <Checkbox.Group
            className="cases-option-boxes"
            options={[...CARE_OPTIONS]}
            value={cares}
            onChange={(value) => setCares(value.map(String))}
          />
        </Form.Item>
        <div className="cases-form-media">
          <Form.Item label={t.image} required className="cases-form-image">
            <ImagePicker shown={picked?.previewUrl ?? existing?.imgUrl ?? null} onPick={onPick} />
          </Form.Item>
          <Form.Item
            label={t.description}
            required
            htmlFor={DESCRIPTION_ID}
            className="cases-form-description"
          >
            <Input.TextArea
              id={DESCRIPTION_ID}
              rows={4}
              maxLength={CASE_DESCRIPTION_MAX}
              showCount
              placeholder={t.descriptionPlaceholder}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          </Form.Item>
        </div>
        <Form.Item
          extra={<span className="cases-form-consent-hint">{t.consentHint}</span>}
          className="cases-form-consent"
        >
          <Checkbox checked={consent} onChange={(event) => setConsent(event.target.checked)}>
            {t.consent}
          </Checkbox>
        </Form.Item>
        <div className="cases-form-actions">
          <Button type="primary" htmlType="submit" loading={busy}>
            {t.save}
          </Button>
          <Button onClick={() => void navigate('/example/excellent')}>{t.back}</Button>
        </div>
      </Form>
    </ConfigProvider>
  );
}
