#ifndef CHECKSUM_H
#define CHECKSUM_H

/* 32-bit checksum of a label; bytes count as unsigned values 0..255. */
unsigned long label_checksum(const char *label);

#endif
