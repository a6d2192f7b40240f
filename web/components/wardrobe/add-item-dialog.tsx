/**
 * The add-item dialog (spec §2 /wardrobe, §4 Wardrobe add dialog, §5 Add wardrobe item, §8): Link
 * or Photo mode; closing resets the mode, the photo and the form. Link mode can fill name, brand,
 * price and image from the product page (links.preview); Photo mode uploads the photo privately and
 * the item's palette is measured from it.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
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

export const AddItemDialog = ({ trigger }: { trigger?: React.ReactNode }) => {
  const queryClient = useQueryClient();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<Mode>('link');
  const [photo, setPhoto] = useState<File | null>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);
  const form = useForm<AddItemForm>({ resolver: zodResolver(addItemSchema), defaultValues: EMPTY_ADD_ITEM });
  const { errors } = form.formState;

  const reset = () => {
    setMode('link');
    setPhoto(null);
    form.reset(EMPTY_ADD_ITEM);
    if (photoInput.current) photoInput.current.value = '';
  };
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // Spec §4: closing resets mode, photo and form.
    if (!next) reset();
  };

  const fill = useMutation({
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

  const add = useMutation({
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
      onOpenChange(false);
    },
    onError: (error) => {
      if (error instanceof UploadFailed) toast.error('Upload failed', { description: "We couldn't upload your image. Please try again." });
      else toast.error('Error', { description: 'Failed to add item to wardrobe' });
    },
  });

  const submit = form.handleSubmit((values) => {
    if (mode === 'photo' && !photo) {
      toast.error(WARDROBE_MESSAGES.noPhotoTitle, { description: WARDROBE_MESSAGES.noPhoto });
      return;
    }
    add.mutate(values);
  });

  const choosePhoto = (file: File | undefined) => {
    if (!file) return;
    if (!isImageFile(file)) {
      toast.error('Invalid files', { description: 'Please select only image files' });
      if (photoInput.current) photoInput.current.value = '';
      return;
    }
    setPhoto(file);
  };

  const field = (name: keyof AddItemForm) => ({ id: `${ids}-${name}`, 'aria-invalid': !!errors[name], 'aria-describedby': errors[name] ? `${ids}-${name}-error` : undefined });
  const error = (name: keyof AddItemForm) => errors[name]?.message && <FieldMessage id={`${ids}-${name}-error`}>{errors[name]?.message}</FieldMessage>;
  const imageUrl = form.watch('image_url');
  const link = form.watch('link');

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
          <TabsContent value="link" className="mt-0">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${ids}-link`}>Product Link</Label>
              <div className="flex gap-2">
                <Input type="url" inputMode="url" placeholder="https://" {...field('link')} {...form.register('link')} />
                <Button type="button" variant="outline" disabled={!/^https?:\/\/\S+$/i.test(link) || fill.isPending} onClick={() => fill.mutate(link)}>
                  <Wand2 aria-hidden className="size-4" /> {fill.isPending ? 'Reading…' : 'Fill in'}
                </Button>
              </div>
              {error('link')}
              {imageUrl && <img src={imageUrl} alt="Product from the link" className="mt-2 h-28 w-28 rounded-xl object-cover" />}
            </div>
          </TabsContent>
          <TabsContent value="photo" className="mt-0">
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${ids}-photo`}>Photo</Label>
              <input ref={photoInput} id={`${ids}-photo`} type="file" accept="image/*" className="sr-only" tabIndex={-1} onChange={(e) => choosePhoto(e.target.files?.[0])} />
              <div className="flex items-center gap-3">
                <div className={cn('flex size-24 items-center justify-center overflow-hidden rounded-xl bg-stone-100', !preview && 'border border-dashed border-stone-300')}>
                  {preview ? <img src={preview} alt="The chosen photo" className="h-full w-full object-cover" /> : <Camera aria-hidden className="size-6 text-stone-400" />}
                </div>
                <div className="flex flex-col gap-1">
                  <Button type="button" variant="outline" size="sm" onClick={() => photoInput.current?.click()}>{photo ? 'Choose another' : 'Choose a photo'}</Button>
                  <p className="text-xs text-stone-500">{photo ? photo.name : 'JPEG, PNG, WebP, AVIF or HEIC, up to 10MB. Kept private.'}</p>
                </div>
              </div>
            </div>
          </TabsContent>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5 sm:col-span-2">
              <Label htmlFor={`${ids}-item_name`}>Item name</Label>
              <Input autoComplete="off" {...field('item_name')} {...form.register('item_name')} />
              {error('item_name')}
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${ids}-category`}>Category</Label>
              <Controller control={form.control} name="category" render={({ field: f }) => (
                <select className={cn(fieldClass, 'h-11')} {...field('category')} value={f.value} onChange={(e) => f.onChange(e.target.value)} onBlur={f.onBlur}>
                  <option value="">Choose…</option>
                  {WARDROBE_CATEGORIES.map((c) => <option key={c} value={c}>{c}</option>)}
                </select>
              )} />
              {error('category')}
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${ids}-brand`}>Brand</Label>
              <Input {...field('brand')} {...form.register('brand')} />
              {error('brand')}
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${ids}-color`}>Color</Label>
              <Input placeholder={mode === 'photo' ? 'Read from the photo if left empty' : ''} {...field('color')} {...form.register('color')} />
              {error('color')}
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${ids}-purchase_price`}>Price ($)</Label>
              <Input type="number" inputMode="decimal" min={0} step="0.01" {...field('purchase_price')} {...form.register('purchase_price')} />
              {error('purchase_price')}
            </div>
            <div className="flex flex-col gap-1.5 sm:col-span-2">
              <Label htmlFor={`${ids}-notes`}>Notes</Label>
              <Textarea rows={2} {...field('notes')} {...form.register('notes')} />
              {error('notes')}
            </div>
          </div>
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
