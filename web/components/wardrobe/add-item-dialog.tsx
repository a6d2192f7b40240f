/**
 * The add-item dialog (product rules §2 /wardrobe, §4 Wardrobe add dialog, §5 Add wardrobe item, §8): Link
 * or Photo mode; closing resets the mode, the photo and the form. Link mode can fill name, brand,
 * price and image from the product page (links.preview); Photo mode uploads the photo privately and
 * the item's palette is measured from it.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { EMPTY_ADD_ITEM, addItemSchema, toAddInput, type AddItemForm, type AddItemMode as Mode } from './add-item-form.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Camera, Link2, Plus, Wand2 } from 'lucide-react';
import type { LinkPreview } from '../../../tools/analysis/contracts.js';
import { WARDROBE_CATEGORIES, WARDROBE_MESSAGES, type WardrobeItem } from '../../../tools/wardrobe/contracts.js';
import { callTool, errorMessage } from '../../lib/api.js';
import { cn } from '../../lib/cn.js';
import {
  Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger, FieldMessage, Input, Label,
  Tabs, TabsContent, TabsList, TabsTrigger, Textarea, fieldClass,
} from '../ui/index.js';
import { isImageFile, uploadPhotos } from './upload-client.js';
import { WARDROBE_KEY } from './use-wardrobe.js';

class UploadFailed extends Error {}

type Form = UseFormReturn<AddItemForm>;

/** A field's id and error wiring, and its error message, for one form instance. */
const fieldWiring = (ids: string, errors: FieldErrors<AddItemForm>) => ({
  field: (name: keyof AddItemForm) => ({ id: `${ids}-${name}`, 'aria-invalid': !!errors[name], 'aria-describedby': errors[name] ? `${ids}-${name}-error` : undefined }),
  error: (name: keyof AddItemForm) => errors[name]?.message && <FieldMessage id={`${ids}-${name}-error`}>{errors[name]?.message}</FieldMessage>,
});
type Wiring = ReturnType<typeof fieldWiring>;

/** The photo chosen in Photo mode, its preview URL (revoked when replaced) and the hidden file input. */
const useChosenPhoto = () => {
  const [photo, setPhoto] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);
  const clearInput = () => { if (input.current) input.current.value = ''; };
  return {
    photo, preview, input,
    choose: (file: File | undefined) => {
      if (!file) return;
      if (!isImageFile(file)) {
        toast.error('Invalid files', { description: 'Please select only image files' });
        clearInput();
        return;
      }
      setPhoto(file);
    },
    clear: () => { setPhoto(null); clearInput(); },
  };
};
type ChosenPhoto = ReturnType<typeof useChosenPhoto>;

/** 'Fill in': the product page's name, brand, price and image (links.preview) into the form. */
const useLinkFill = (form: Form) => useMutation({
  mutationFn: (url: string) => callTool<LinkPreview>('links.preview', { url }),
  onSuccess: (p) => {
    const filled: string[] = [];
    if (p.name) { form.setValue('item_name', p.name, { shouldValidate: true }); filled.push('name'); }
    if (p.brand) { form.setValue('brand', p.brand); filled.push('brand'); }
    if (p.price !== null) { form.setValue('purchase_price', String(p.price), { shouldValidate: true }); filled.push('price'); }
    if (p.image) { form.setValue('image_url', p.image); filled.push('image'); }
    if (filled.length) toast.success('Details filled in', { description: `From the page: ${filled.join(', ')}.` });
    else toast.info('Nothing to fill in', { description: 'That page does not describe a product. Fill in the details yourself.' });
  },
  onError: (error) => toast.error('Could not read that link', { description: errorMessage(error) }),
});

/** wardrobe.add, after uploading the photo privately in Photo mode. */
const useAddItem = ({ mode, photo, onAdded }: { mode: Mode; photo: File | null; onAdded: () => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: AddItemForm) => {
      let uploadId: string | undefined;
      if (mode === 'photo') {
        try {
          uploadId = (await uploadPhotos('wardrobe', [photo!]))[0]?.id;
        } catch (error) {
          throw new UploadFailed(errorMessage(error));
        }
      }
      return callTool<{ item: WardrobeItem }>('wardrobe.add', toAddInput(values, mode, uploadId));
    },
    onSuccess: () => {
      toast.success('Success', { description: 'Item added to wardrobe' });
      void queryClient.invalidateQueries({ queryKey: WARDROBE_KEY });
      onAdded();
    },
    onError: (error) => {
      if (error instanceof UploadFailed) toast.error('Upload failed', { description: "We couldn't upload your image. Please try again." });
      else toast.error('Error', { description: 'Failed to add item to wardrobe' });
    },
  });
};

const LinkFields = ({ form, ids, wiring, fill }: { form: Form; ids: string; wiring: Wiring; fill: ReturnType<typeof useLinkFill> }) => {
  const imageUrl = form.watch('image_url');
  const link = form.watch('link');
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${ids}-link`}>Product Link</Label>
      <div className="flex gap-2">
        <Input type="url" inputMode="url" placeholder="https://" className="min-w-0 flex-1" {...wiring.field('link')} {...form.register('link')} />
        {/* Never wraps: on a narrow phone the field gives way, the button keeps its one line. */}
        <Button type="button" variant="outline" className="shrink-0 whitespace-nowrap px-4" disabled={!/^https?:\/\/\S+$/i.test(link) || fill.isPending} onClick={() => fill.mutate(link)}>
          <Wand2 aria-hidden className="size-4" /> {fill.isPending ? 'Reading…' : 'Fill in'}
        </Button>
      </div>
      {wiring.error('link')}
      {imageUrl && <img src={imageUrl} alt="Product from the link" className="mt-2 h-28 w-28 rounded-xl object-cover" />}
    </div>
  );
};

const PhotoField = ({ ids, chosen }: { ids: string; chosen: ChosenPhoto }) => (
  <div className="flex flex-col gap-2">
    <Label htmlFor={`${ids}-photo`}>Photo</Label>
    <input ref={chosen.input} id={`${ids}-photo`} type="file" accept="image/*" className="sr-only" tabIndex={-1} onChange={(e) => chosen.choose(e.target.files?.[0])} />
    <div className="flex items-center gap-3">
      <div className={cn('flex size-24 items-center justify-center overflow-hidden rounded-xl bg-stone-100', !chosen.preview && 'border border-dashed border-stone-300')}>
        {chosen.preview ? <img src={chosen.preview} alt="The chosen photo" className="h-full w-full object-cover" /> : <Camera aria-hidden className="size-6 text-stone-400" />}
      </div>
      <div className="flex flex-col gap-1">
        <Button type="button" variant="outline" size="sm" onClick={() => chosen.input.current?.click()}>{chosen.photo ? 'Choose another' : 'Choose a photo'}</Button>
        <p className="text-xs text-stone-500">{chosen.photo ? chosen.photo.name : 'JPEG, PNG, WebP, AVIF or HEIC, up to 10MB. Kept private.'}</p>
      </div>
    </div>
  </div>
);

/** Name, category, brand, colour, price and notes: the same in both modes. */
const DetailFields = ({ form, ids, wiring, mode }: { form: Form; ids: string; wiring: Wiring; mode: Mode }) => (
  <div className="grid gap-4 sm:grid-cols-2">
    <div className="flex flex-col gap-1.5 sm:col-span-2">
      <Label htmlFor={`${ids}-item_name`}>Item name</Label>
      <Input autoComplete="off" {...wiring.field('item_name')} {...form.register('item_name')} />
      {wiring.error('item_name')}
    </div>
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${ids}-category`}>Category</Label>
      <Controller control={form.control} name="category" render={({ field: f }) => (
        <select className={cn(fieldClass, 'h-11')} {...wiring.field('category')} value={f.value} onChange={(e) => f.onChange(e.target.value)} onBlur={f.onBlur}>
          <option value="">Choose…</option>
          {WARDROBE_CATEGORIES.map((c) => <option key={c} value={c}>{c}</option>)}
        </select>
      )} />
      {wiring.error('category')}
    </div>
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${ids}-brand`}>Brand</Label>
      <Input {...wiring.field('brand')} {...form.register('brand')} />
      {wiring.error('brand')}
    </div>
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${ids}-color`}>Color</Label>
      <Input placeholder={mode === 'photo' ? 'Read from the photo if left empty' : ''} {...wiring.field('color')} {...form.register('color')} />
      {wiring.error('color')}
    </div>
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${ids}-purchase_price`}>Price ($)</Label>
      <Input type="number" inputMode="decimal" min={0} step="0.01" {...wiring.field('purchase_price')} {...form.register('purchase_price')} />
      {wiring.error('purchase_price')}
    </div>
    <div className="flex flex-col gap-1.5 sm:col-span-2">
      <Label htmlFor={`${ids}-notes`}>Notes</Label>
      <Textarea rows={2} {...wiring.field('notes')} {...form.register('notes')} />
      {wiring.error('notes')}
    </div>
  </div>
);

export const AddItemDialog = ({ trigger }: { trigger?: React.ReactNode }) => {
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<Mode>('link');
  const chosen = useChosenPhoto();
  const form = useForm<AddItemForm>({ resolver: zodResolver(addItemSchema), defaultValues: EMPTY_ADD_ITEM });
  const wiring = fieldWiring(ids, form.formState.errors);
  // Kept here, not in the Link tab, so a page being read survives a switch to Photo and back.
  const fill = useLinkFill(form);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // Closing starts the next add afresh: Link mode, no photo, an empty form.
    if (!next) {
      setMode('link');
      chosen.clear();
      form.reset(EMPTY_ADD_ITEM);
    }
  };
  const add = useAddItem({ mode, photo: chosen.photo, onAdded: () => onOpenChange(false) });

  const submit = form.handleSubmit((values) => {
    if (mode === 'photo' && !chosen.photo) {
      toast.error(WARDROBE_MESSAGES.noPhotoTitle, { description: WARDROBE_MESSAGES.noPhoto });
      return;
    }
    add.mutate(values);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger ?? <Button><Plus aria-hidden className="size-4" /> Add Item</Button>}</DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Add to your wardrobe</DialogTitle>
          <DialogDescription>From a product link, or a photo of something you own.</DialogDescription>
        </DialogHeader>
        <Tabs value={mode} onValueChange={(v) => setMode(v as Mode)}>
          <TabsList aria-label="How to add" className="mb-5">
            <TabsTrigger value="link"><Link2 aria-hidden className="mr-1.5 inline size-4" />Link</TabsTrigger>
            <TabsTrigger value="photo"><Camera aria-hidden className="mr-1.5 inline size-4" />Photo</TabsTrigger>
          </TabsList>
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            <TabsContent value="link" className="mt-0"><LinkFields form={form} ids={ids} wiring={wiring} fill={fill} /></TabsContent>
            <TabsContent value="photo" className="mt-0"><PhotoField ids={ids} chosen={chosen} /></TabsContent>
            <DetailFields form={form} ids={ids} wiring={wiring} mode={mode} />
            <DialogFooter className="mt-2">
              <Button variant="outline" onClick={() => onOpenChange(false)}>Cancel</Button>
              <Button type="submit" disabled={add.isPending}>{add.isPending ? (mode === 'photo' ? 'Uploading…' : 'Adding…') : 'Add to wardrobe'}</Button>
            </DialogFooter>
          </form>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
};
