import { Box, HStack, IconButton, Link, Text } from '@chakra-ui/react';
import { faArrowUpRightFromSquare } from '@fortawesome/free-solid-svg-icons/faArrowUpRightFromSquare';
import { faExpand } from '@fortawesome/free-solid-svg-icons/faExpand';
import { faMagnifyingGlassMinus } from '@fortawesome/free-solid-svg-icons/faMagnifyingGlassMinus';
import { faMagnifyingGlassPlus } from '@fortawesome/free-solid-svg-icons/faMagnifyingGlassPlus';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Icon } from '@/components/icon';
import { safeExternalUrl } from '@/lib/safe-url';
import { usePan } from './use-pan';

const ZOOM_STEPS = [1, 1.5, 2, 3, 4, 6, 8];

interface ImageViewerProps {
  url: string;
  alt: string;
}

/** An image that fits its frame, zooms in steps (buttons, + and - keys) and pans by dragging. */
export function ImageViewer({ url, alt }: ImageViewerProps) {
  const { t, i18n } = useLingui();
  const frame = useRef<HTMLDivElement>(null);
  const [step, setStep] = useState(0);
  const [fit, setFit] = useState<{ width: number; height: number } | undefined>();
  const [failed, setFailed] = useState(false);
  const pan = usePan(frame);
  const zoom = ZOOM_STEPS[step] ?? 1;
  const original = safeExternalUrl(url);

  const measure = (image: HTMLImageElement) => {
    const box = frame.current?.getBoundingClientRect();
    if (!box || !image.naturalWidth) return;
    // Fit the frame, enlarging small images too (zoom 100% = fitted).
    const scale = Math.min(box.width / image.naturalWidth, box.height / image.naturalHeight);
    setFit({ width: image.naturalWidth * scale, height: image.naturalHeight * scale });
  };
  const zoomBy = (delta: number) => setStep((current) => Math.min(ZOOM_STEPS.length - 1, Math.max(0, current + delta)));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === '+' || event.key === '=') zoomBy(1);
    else if (event.key === '-') zoomBy(-1);
    else if (event.key === '0') setStep(0);
    else return;
    event.preventDefault();
  };

  return (
    <Box role="region" aria-label={alt}>
      <HStack gap="1" mb="2">
        <IconButton size="sm" variant="outline" aria-label={t`Zoom out`} disabled={step === 0} onClick={() => zoomBy(-1)}>
          <Icon icon={faMagnifyingGlassMinus} />
        </IconButton>
        <Text fontSize="sm" minW="12" textAlign="center" aria-live="polite">
          {i18n.number(zoom, { style: 'percent' })}
        </Text>
        <IconButton size="sm" variant="outline" aria-label={t`Zoom in`} disabled={step === ZOOM_STEPS.length - 1} onClick={() => zoomBy(1)}>
          <Icon icon={faMagnifyingGlassPlus} />
        </IconButton>
        <IconButton size="sm" variant="outline" aria-label={t`Fit to frame`} disabled={step === 0} onClick={() => setStep(0)}>
          <Icon icon={faExpand} />
        </IconButton>
        {original ? (
          <Link href={original} target="_blank" rel="noopener noreferrer" fontSize="sm" ms="auto">
            <Trans>Open the original</Trans> <Icon icon={faArrowUpRightFromSquare} />
          </Link>
        ) : null}
      </HStack>
      <Box
        ref={frame}
        tabIndex={0}
        aria-label={t`Image, use + and - to zoom`}
        onKeyDown={onKeyDown}
        onPointerDown={(event: PointerEvent<HTMLDivElement>) => zoom > 1 && pan.start(event)}
        h={{ base: '50vh', md: '60vh' }}
        overflow="auto"
        bg="bg.muted"
        rounded="md"
        display="grid"
        placeItems={zoom > 1 ? 'start' : 'center'}
        cursor={zoom > 1 ? 'grab' : 'zoom-in'}
        onDoubleClick={() => zoomBy(zoom > 1 ? -ZOOM_STEPS.length : 1)}
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
      >
        {failed ? (
          <Text color="fg.muted" p="6">
            <Trans>The image could not be loaded.</Trans>
          </Text>
        ) : (
          <img
            src={url}
            alt={alt}
            draggable={false}
            onLoad={(event) => measure(event.currentTarget)}
            onError={() => setFailed(true)}
            style={fit ? { width: fit.width * zoom, height: fit.height * zoom, maxWidth: 'none' } : { maxWidth: '100%', maxHeight: '100%' }}
            data-testid="image-viewer-image"
          />
        )}
      </Box>
    </Box>
  );
}
