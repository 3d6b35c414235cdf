/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { ReviewForm } from '@/components/reviews/ReviewForm';
import { checkReview, thanksFor } from '@/components/reviews/review-form';
import { REVIEW_MESSAGES } from '@/lib/reviews/rules';
import { messages } from '@/messages';
import { renderIntl } from './render-with-providers';

const writerWords = createTranslator({ locale: 'en', messages: messages.en, namespace: 'Reviews.writer' });

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

beforeAll(() => {
  // jsdom has no object URLs; the previews only need a distinct address per file.
  let n = 0;
  URL.createObjectURL = () => `blob:preview-${++n}`;
  URL.revokeObjectURL = () => undefined;
});

describe('checkReview', () => {
  test('stars are required; blank title and text are sent as null, control characters dropped', () => {
    expect(checkReview({ rating: 0, title: '', text: '', files: [] })).toEqual({
      ok: false,
      errors: { rating: REVIEW_MESSAGES.rating },
    });
    expect(checkReview({ rating: 4, title: '  ', text: 'Good\u0007 tea\nreally', files: [] })).toEqual({
      ok: true,
      body: { rating: 4, title: null, text: 'Good tea\nreally' },
    });
  });
  test('lengths and the photo limit are the API’s', () => {
    const checked = checkReview({
      rating: 5,
      title: 'x'.repeat(101),
      text: 'y'.repeat(2001),
      files: [1, 2, 3, 4].map((i) => png(`${i}.png`)),
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        title: REVIEW_MESSAGES.titleLength,
        text: REVIEW_MESSAGES.textLength,
        files: REVIEW_MESSAGES.tooManyPhotos,
      },
    });
  });
  test('the thanks mention the photo check only when photos were sent', () => {
    expect(thanksFor(0, writerWords)).toEqual({ message: 'Thanks! Your review is published.' });
    expect(thanksFor(2, writerWords)).toEqual({
      message: 'Thanks! Your review is published.',
      description: 'Photos appear after a quick check.',
    });
  });
});

describe('ReviewForm', () => {
  test('without stars it says so and sends nothing', () => {
    const onSubmit = jest.fn();
    renderIntl(<ReviewForm withPhotos submitLabel="Publish review" onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(screen.getByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.rating);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('stars as a radio group, counters, photos with previews, and the body it sends', async () => {
    const onSubmit = jest.fn().mockResolvedValue(null);
    renderIntl(<ReviewForm withPhotos submitLabel="Publish review" onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Lovely' } });
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'Malty and fresh' } });
    expect(screen.getByText('6/100')).toBeInTheDocument();
    expect(screen.getByText('15/2000')).toBeInTheDocument();
    const photos = [png('a.png'), png('b.png'), png('c.png'), png('d.png')];
    fireEvent.change(screen.getByLabelText(/Photos/), { target: { files: photos } });
    expect(screen.getAllByRole('img', { name: /^Photo \d/ })).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({ rating: 4, title: 'Lovely', text: 'Malty and fresh' }, photos.slice(0, 2));
  });

  test('an edit starts from the review and offers no photos; the API’s refusal shows', async () => {
    const onSubmit = jest.fn().mockResolvedValue(REVIEW_MESSAGES.onlyBuyers);
    renderIntl(
      <ReviewForm
        initial={{ rating: 2, title: 'Meh', text: null }}
        withPhotos={false}
        submitLabel="Save changes"
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(screen.getByLabelText('Title')).toHaveValue('Meh');
    expect(screen.queryByLabelText(/Photos/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.onlyBuyers);
  });
});

describe('ReviewForm in Hindi', () => {
  test('the labels and the schema’s refusals are in Hindi', () => {
    const onSubmit = jest.fn();
    renderIntl(<ReviewForm withPhotos submitLabel="रिव्यू पब्लिश करें" onSubmit={onSubmit} />, 'hi');
    expect(screen.getByRole('radio', { name: '4 स्टार' })).toBeInTheDocument();
    expect(screen.getByLabelText('शीर्षक')).toBeInTheDocument();
    expect(screen.getByLabelText('आपका रिव्यू')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'रिव्यू पब्लिश करें' }));
    expect(screen.getByRole('alert')).toHaveTextContent('1 से 5 स्टार के बीच रेटिंग चुनें।');
    expect(onSubmit).not.toHaveBeenCalled();
  });
  test('the thanks are in Hindi', () => {
    const hindi = createTranslator({ locale: 'hi', messages: messages.hi, namespace: 'Reviews.writer' });
    expect(thanksFor(1, hindi)).toEqual({
      message: 'धन्यवाद! आपका रिव्यू पब्लिश हो गया।',
      description: 'तस्वीरें एक छोटी जाँच के बाद दिखेंगी।',
    });
  });
});
