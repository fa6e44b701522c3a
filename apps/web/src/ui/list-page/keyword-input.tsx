import SearchIcon from '@mui/icons-material/Search';
import { Box, Chip, InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type KeywordInputProps = {
  keywords: readonly string[];
  onAdd: (keyword: string) => void;
  onRemove: (keyword: string) => void;
  label?: string;
};

/**
 * Search terms as tags: Enter adds the typed term, a tag's delete icon (or Backspace/Delete on the focused tag)
 * removes it, and Backspace in the empty input removes the last one.
 */
export function KeywordInput({ keywords, onAdd, onRemove, label }: KeywordInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const add = () => {
    if (text.trim()) onAdd(text.trim());
    setText('');
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0, flex: '1 1 240px' }}>
      <TextField
        size="small"
        type="search"
        label={label ?? t('ui.list.keyword')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          } else if (event.key === 'Backspace' && text === '' && keywords.length > 0) {
            onRemove(keywords.at(-1) as string);
          }
        }}
        helperText={t('ui.list.keywordHint')}
        sx={{ flex: '1 1 200px', minWidth: 0 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {keywords.length > 0 ? (
        <Box
          component="ul"
          aria-label={t('ui.list.keyword')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
        >
          {keywords.map((keyword) => (
            <li key={keyword}>
              <Chip
                label={keyword}
                onDelete={() => onRemove(keyword)}
                aria-label={t('ui.list.removeKeyword', { keyword })}
              />
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
