/* record layout shared by all modules */
#define LABEL_MAX 32

struct record {
    long id;
    char label[LABEL_MAX];
    long value;
};
