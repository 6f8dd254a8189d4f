#ifndef QUILL_UNITS_H
#define QUILL_UNITS_H

/* Values are counted in 1/QUILL_UNIT_SCALE of the base unit. */
#define QUILL_UNIT_SCALE 10L

static inline long quill_to_units(long whole)
{
    return whole * QUILL_UNIT_SCALE;
}

#endif
