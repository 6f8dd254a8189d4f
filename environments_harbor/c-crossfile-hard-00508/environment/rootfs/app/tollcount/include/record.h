#ifndef RECORD_H
#define RECORD_H

#define LABEL_MAX 32

struct record {
    long id;
    char label[LABEL_MAX];
    long value;
};

#endif
