import { serverMessage, splitServerFields } from './server-messages';

describe('server messages', () => {
  it('knows the contract messages and passes others through', () => {
    expect(serverMessage('Please specify the brand')).toEqual({ key: 'validation.brand' });
    expect(serverMessage('At most 255 characters')).toEqual({ key: 'validation.tooLong', max: 255 });
    expect(serverMessage('Something new')).toEqual({ text: 'Something new' });
  });

  it('puts field messages on form fields and the rest aside', () => {
    expect(splitServerFields({ brand: 'x', 'details.0': 'y', images: 'z', _: 'w' })).toEqual({
      onFields: [
        ['brand', 'x'],
        ['details', 'y'],
      ],
      other: [
        ['images', 'z'],
        ['_', 'w'],
      ],
    });
  });
});
