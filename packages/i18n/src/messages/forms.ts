/*
 * The form kit's own texts (@shop/forms): what its fields and field groups say wherever a form
 * draws them. Validation and error texts are the errors table's.
 */

export const formsEn = {
  'forms.optional': '(optional)',
  'forms.password': 'Password',
  'forms.newPassword': 'New password',
  'forms.password.hint': 'At least 8 characters with at least one capital letter and a number.',
  'forms.passwordRepeat': 'Repeat password',
  'forms.payout.accountOwner': 'Account owner',
  'forms.payout.iban': 'IBAN',
  'forms.payout.bic': 'BIC',
  'forms.payout.accountNumber': 'Account number',
  'forms.payout.routingNumber': 'Routing number',
  'forms.secondFactor.code': 'Code from your authenticator app or a recovery code',
  'forms.secondFactor.codeHint':
    'Your account is protected by two-step sign-in: enter the 6-digit code your app shows now.',
};

/** The address group's texts: only the bundles that draw an address pick them. */
export const addressFormsEn = {
  'forms.choose': 'Please choose',
  'forms.address.salutation': 'Salutation',
  'forms.address.salutation.none': 'No salutation',
  'forms.address.salutation.mr': 'Mr.',
  'forms.address.salutation.mrs': 'Mrs.',
  'forms.address.title': 'Title',
  'forms.address.title.hint': 'For example Dr. or Prof.',
  'forms.address.firstName': 'First name',
  'forms.address.lastName': 'Last name',
  'forms.address.company': 'Company',
  'forms.address.streetName': 'Street',
  'forms.address.streetNumber': 'Number',
  'forms.address.apartment': 'Apartment, floor, door',
  'forms.address.zipCode': 'Zip code',
  'forms.address.city': 'City',
  'forms.address.state': 'State',
  'forms.address.country': 'Country',
  'forms.address.phone': 'Phone',
  'forms.address.phone.hint': 'With + and the country code, for example +43 660 1234567.',
};
