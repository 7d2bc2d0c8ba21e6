import { palette } from '../../styles/palette';

export default `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="${palette.brand600}"/><path d="M12 9.5v13l10-6.5-10-6.5Z" fill="${palette.white}"/><circle cx="24.5" cy="8" r="3" fill="${palette.accent400}"/></svg>
`;
