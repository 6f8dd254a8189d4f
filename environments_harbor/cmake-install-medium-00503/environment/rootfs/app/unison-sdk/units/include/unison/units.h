#ifndef UNISON_UNITS_H
#define UNISON_UNITS_H

/* Values are counted in 1/UNISON_UNIT_SCALE of the base unit. */
#define UNISON_UNIT_SCALE 1024L

static inline long unison_to_units(long whole)
{
    return whole * UNISON_UNIT_SCALE;
}

#endif
