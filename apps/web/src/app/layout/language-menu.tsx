import { LANGUAGES, type Language } from '@fm/contract/enums';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';

type LanguageMenuProps = {
  anchor: HTMLElement | null;
  language: Language;
  onChoose: (language: Language) => void;
  onClose: () => void;
};

/** The language switch's menu: a chunk of its own, as Menu brings the popover, modal and focus trap along. */
export function LanguageMenu({ anchor, language, onChoose, onClose }: LanguageMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {LANGUAGES.map((option) => (
        <MenuItem key={option} lang={option} selected={option === language} onClick={() => onChoose(option)}>
          {t(`layout.languages.${option}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
