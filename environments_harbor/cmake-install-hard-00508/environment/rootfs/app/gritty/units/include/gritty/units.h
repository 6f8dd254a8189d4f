#ifndef GRITTY_UNITS_H
#define GRITTY_UNITS_H

/* Values are counted in 1/GRITTY_UNIT_SCALE of the base unit. */
#define GRITTY_UNIT_SCALE 10L

static inline long gritty_to_units(long whole)
{
    return whole * GRITTY_UNIT_SCALE;
}

#endif
